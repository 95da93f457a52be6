/** The admin area's screens that are more than a declaration's list, detail and form: the departments' tree. */
import { EntityTreePage } from '@/components/entity/EntityTreePage';
import { department } from '@/entities/admin/department';

/** /Department (and an enterprise client's /userDepartmentList): the departments as a tree table (add, rename, move, disable, delete; staff counts); the backend answers each account its own organisation. */
export const DepartmentPage = () => <EntityTreePage schema={department} permissions={{ add: 'dept:add', edit: 'dept:edit' }} />;

export { DataExportPage } from './DataExportPage';
