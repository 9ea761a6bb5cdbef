// `@app/ui/staff`: the parts of the staff pages (issue 32, decision 0037). A subpath of its own,
// never reached from `@app/ui`'s entry, so a student never loads it; shared by Module Federation
// as its own singleton (scripts/federation-shared.mjs). Its CSS is styled-system/staff.css
// (panda.staff.config.ts), kept out of ui.css, which the shell loads at start-up.
import '../../styled-system/staff.css';

export { ConfirmDialog, type ConfirmDialogProps, StaffPageHeader, type StaffPageHeaderProps } from '@app/ui';
export { ChartCard, type ChartCardProps, type ChartSeries } from './chart-card';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { type DateRange, DateRangeFields, type DateRangeFieldsProps } from './date-range-fields';
export { type CsvCell, downloadCsv, toCsv } from './download-csv';
export { staffUiMessages } from './messages';
export { type RecordOption, RecordPicker, type RecordPickerProps } from './record-picker';
export { SortableList, type SortableListProps } from './sortable-list';
export { StatTable, type StatTableProps } from './stat-table';
export { StatWidget, type StatWidgetProps } from './stat-widget';
export { type TopContentRow, TopContentWidget, type TopContentWidgetProps } from './top-content-widget';
export { UrlFilterSelect, type UrlFilterSelectProps } from './url-filter-select';
export { useNearView } from './use-near-view';
export { type StaffTableDefaults, type StaffTableQuery, useStaffTableQuery } from './use-staff-table-query';
