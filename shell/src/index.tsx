// Async boundary: Module Federation negotiates the shared singletons before any of them loads.
import('./bootstrap');
