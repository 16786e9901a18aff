export { notifyMiddleware } from './notify-middleware';
