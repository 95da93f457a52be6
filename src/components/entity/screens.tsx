/**
 * The screens of a declaration, by path (docs/adding-a-screen.md): its list (with "add" when it has an add screen),
 * its detail, its add/edit form and its steps' routes (the record with the step's dialog open, ./StepScreen) — an
 * entity whose screens are nothing more needs no screen file of its own; the route table names its paths
 * (`declaredPages` in src/app/routes/pages.ts).
 */
import '@/i18n/parts/entity';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/react';
import { PARENT_PARAM } from '@/lib/rowQuery';
import { stepRoutes, type AnySchema } from '@/entities/define';
import { usePermission } from '../Permission';
import type { StepViews } from './ActionButtons';
import { EntityDetailPage } from './EntityDetailPage';
import { EntityFormPage } from './EntityFormPage';
import { EntityListPage } from './EntityListPage';
import { StepScreen } from './StepScreen';

/** "Add" opens the blank form, remembering the list (with its filter) to come back to. */
export function AddLink({ to, permission }: { to: string; permission?: string }) {
  const t = useT();
  const here = useLocation();
  const { can } = usePermission();
  if (permission && !can([permission])) return null;
  return (
    <Link to={`${to}?${new URLSearchParams({ [PARENT_PARAM]: here.pathname + here.search })}`}>
      <Button type="primary" icon={<PlusOutlined />}>
        {t('entity.add')}
      </Button>
    </Link>
  );
}

/**
 * The screen a declaration gives `path` (one of its `screens`, or a step's `route`); `steps`: a bespoke screen's own
 * dialogs or drawers for some of its actions, on its list, its detail and their routes (./ActionButtons `StepViews`).
 */
export function declaredScreen(schema: AnySchema, path: string, steps?: StepViews): ComponentType {
  const { list, detail, add, edit } = schema.screens ?? {};
  const parent = list ?? '/';
  if (path === list) {
    const extra = add ? <AddLink to={add} permission={schema.addPermission} /> : undefined;
    return function DeclaredList() {
      return <EntityListPage schema={schema} extra={extra} steps={steps} />;
    };
  }
  if (path === detail) {
    return function DeclaredDetail() {
      return <EntityDetailPage schema={schema} defaultParent={parent} steps={steps} />;
    };
  }
  if (path === add || path === edit) {
    // One screen for both when they share a path: it edits when its address names a row, and adds otherwise.
    const mode = add === edit ? undefined : path === add ? 'add' : 'edit';
    return function DeclaredForm() {
      return <EntityFormPage schema={schema} defaultParent={parent} mode={mode} />;
    };
  }
  const step = stepRoutes(schema).find((s) => s.route === path);
  if (step) {
    return function DeclaredStep() {
      return <StepScreen schema={schema} step={step.key} defaultParent={parent} steps={steps} />;
    };
  }
  throw new Error(`${schema.id} declares no screen ${path}`);
}
