export { TagResults } from './components/tag-results';
export { TagPage } from './pages/tag-page';
export { tagsSaga } from './store/tags-saga';
export { tagsReducer } from './store/tags-slice';
