import '../index.css';

export { default } from '../staff/widgets/takings-widget';
