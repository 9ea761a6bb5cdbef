import '../index.css';

export { default } from '../widgets/exam-details';
