// Async boundary: shared singletons are negotiated before any of the app's code runs.
void import('./bootstrap');
