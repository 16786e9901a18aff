// The async boundary federation needs before any shared module is used.
void import('./standalone');
