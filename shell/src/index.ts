// An async boundary: the Module Federation runtime negotiates shared singletons before the app's code runs.
import('./bootstrap');
