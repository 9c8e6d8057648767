import { createElement } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import BeachAccess from '@mui/icons-material/BeachAccess';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import CropFree from '@mui/icons-material/CropFree';
import Dashboard from '@mui/icons-material/Dashboard';
import DateRange from '@mui/icons-material/DateRange';
import DirectionsBoat from '@mui/icons-material/DirectionsBoat';
import Engineering from '@mui/icons-material/Engineering';
import Factory from '@mui/icons-material/Factory';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import Help from '@mui/icons-material/Help';
import Home from '@mui/icons-material/Home';
import Info from '@mui/icons-material/Info';
import Paid from '@mui/icons-material/Paid';
import People from '@mui/icons-material/People';
import Phishing from '@mui/icons-material/Phishing';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/Savings';
import Security from '@mui/icons-material/Security';
import SetMeal from '@mui/icons-material/SetMeal';
import Tune from '@mui/icons-material/Tune';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The Material icons the backend may name for modules and sub-groups. Only these are bundled, in their
 * own chunk loaded after the menu's text shows; an unknown name shows a neutral dot.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AdminPanelSettings,
  Article,
  Assessment,
  Badge,
  BeachAccess,
  Business,
  Calculate,
  Campaign,
  Category,
  CropFree,
  Dashboard,
  DateRange,
  DirectionsBoat,
  Engineering,
  Factory,
  Folder,
  Groups,
  Help,
  Home,
  Info,
  Paid,
  People,
  Phishing,
  ReceiptLong,
  Savings,
  Security,
  SetMeal,
  Tune,
};

const BY_LOWER_NAME = new Map(Object.entries(ICONS).map(([key, icon]) => [key.toLowerCase(), icon]));

/** The icon of a name ('Badge'; case and separators are ignored: 'badge', 'admin_panel_settings'). */
export function iconFor(name: string | null | undefined): SvgIconComponent {
  if (!name) return Circle;
  return ICONS[name] ?? BY_LOWER_NAME.get(name.replace(/[^a-z]/gi, '').toLowerCase()) ?? Circle;
}

/** One icon of the set (this module is its own chunk: see menu-icons.tsx). */
export default function MenuIconOf({
  name,
  fontSize,
}: {
  name: string | null;
  fontSize: 'small' | 'inherit';
}) {
  return createElement(iconFor(name), { fontSize, 'aria-hidden': true });
}
