import '../index.css';

export { default } from '../pages/wallet-topups-page';
