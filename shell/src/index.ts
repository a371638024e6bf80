// Async boundary: shared singletons are negotiated before any of the shell's code runs.
void import('./bootstrap');
