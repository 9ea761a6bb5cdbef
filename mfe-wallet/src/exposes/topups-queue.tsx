import '../index.css';

export { default } from '../staff/widgets/topups-queue-widget';
