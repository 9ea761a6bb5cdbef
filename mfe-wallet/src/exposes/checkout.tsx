import '../index.css';

export { default } from '../widgets/checkout';
