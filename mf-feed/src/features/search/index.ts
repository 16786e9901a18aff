export { SearchPage } from './pages/search-page';
