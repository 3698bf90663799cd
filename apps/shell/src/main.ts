// Async boundary: shared singletons are negotiated by Module Federation before the app code runs.
import('./bootstrap');
