import('./standalone');
