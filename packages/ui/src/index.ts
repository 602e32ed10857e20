export { cn } from './cn';
export { Button, buttonVariants, type ButtonProps } from './button';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  NoticeCard,
} from './card';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './badge';
export { Input } from './input';
export { Label } from './label';
export {
  FormField,
  InputField,
  type FormFieldProps,
  type FieldControlProps,
  type InputFieldProps,
} from './form-field';
export { Textarea } from './textarea';
export { Checkbox } from './checkbox';
export { Switch } from './switch';
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectLabel,
  SelectItem,
  SelectSeparator,
} from './select';
export { OptionSelect, type OptionSelectProps, type SelectOption } from './option-select';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './dialog';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
} from './alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuSub,
  DropdownMenuRadioGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
} from './dropdown-menu';
export { Popover, PopoverTrigger, PopoverAnchor, PopoverContent } from './popover';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs';
export { Avatar, AvatarImage, AvatarFallback } from './avatar';
export { Separator } from './separator';
export { Skeleton } from './skeleton';
export { Spinner, CenteredSpinner } from './spinner';
export {
  Table,
  TableHeader,
  TableBody,
  TableFooter,
  TableRow,
  TableHead,
  TableCell,
  TableCaption,
} from './table';
export { DataTable, type DataTableProps } from './data-table';
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } from './tooltip';
export { Progress } from './progress';
export {
  Toast,
  ToastProvider,
  ToastViewport,
  ToastAction,
  ToastClose,
  ToastTitle,
  ToastDescription,
} from './toast';
export {
  toast,
  dismissToast,
  removeAllToasts,
  useToast,
  useToasts,
  getToasts,
  subscribeToToasts,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastRecord,
  type ToastHandle,
  type ToastVariant,
} from './toast-store';
export {
  Toaster,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from './toaster';
export { MemberPicker, Combobox, type MemberPickerProps, type PickerItem } from './member-picker';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  COLOR_SCHEME_STORAGE_KEY,
  readColorSchemePreference,
  applyColorSchemePreference,
  storeColorSchemePreference,
  type ColorSchemePreference,
} from './color-scheme';
export { Delayed, LOADING_INDICATOR_DELAY_MS } from './delayed';
export { LoadingScreen } from './loading-screen';
export { StatCard } from './stat-card';
