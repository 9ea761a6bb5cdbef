import '../index.css';

export { default } from '../staff/card-batch-page';
