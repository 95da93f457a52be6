/** The admin area's screens that are more than a declaration's list, detail and form: the departments' tree. */
import { EntityTreePage } from '@/components/entity/EntityTreePage';
import { department } from '@/entities/admin/department';

/** /Department: the company's departments as a tree table (add, rename, move, disable, delete; staff counts). */
export const DepartmentPage = () => <EntityTreePage schema={department} permissions={{ add: 'dept:add', edit: 'dept:edit' }} />;

export { DataExportPage } from './DataExportPage';
