import '../index.css';

export { default } from '../staff/card-batches-page';
