import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons the login menu may name (§2 Menu: each entry has an icon). A fixed map keeps the bundle small; an
 * unknown name shows a neutral icon rather than nothing.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  CarOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
