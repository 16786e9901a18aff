export { StaffTools } from './staff-tools';
