import '../index.css';

export { default } from '../staff/widgets/top-sales-widget';
