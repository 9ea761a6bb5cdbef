import '../index.css';

export { default } from '../staff/widgets/top-views-widget';
