import { startEarlyAppData } from './lib/early-app-data';

// App data is fetched while the code below loads (issue 9).
startEarlyAppData();
// Async boundary: Module Federation negotiates the shared singletons before any of them loads.
import('./bootstrap');
