import '../index.css';

export { default } from '../staff/widgets/support-queues-widget';
