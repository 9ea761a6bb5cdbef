import '../index.css';

export { default } from '../pages/wallet-page';
