import '../index.css';

export { default } from '../staff/widgets/students-activity-widget';
