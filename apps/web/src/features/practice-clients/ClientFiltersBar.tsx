import { codeOptions, jobStatusLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Input, Select } from "antd";
import { useId } from "react";
import type { ClientFilters } from "./api";

/** The tax years offered: last year (the season's) and the five before it, and this year. */
const YEARS_BACK = 6;

interface ClientFiltersBarProps {
  filters: ClientFilters;
  onChange: (filters: ClientFilters) => void;
  /** The practice's members to filter by; null for a professional working alone. */
  members: readonly { userId: number; name: string }[] | null;
}

/** Search and the stage, member and tax year filters, each with its label. */
export function ClientFiltersBar({ filters, onChange, members }: ClientFiltersBarProps) {
  const ids = { search: useId(), stage: useId(), member: useId(), year: useId() };
  const thisYear = new Date().getFullYear();
  const set = (change: Partial<ClientFilters>) => onChange({ ...filters, ...change });
  const all = "all";
  const chosen = (value: number | null) => (value === null ? all : String(value));
  const picked = (value: string) => (value === all ? null : Number(value));
  return (
    <div className="tl-clients__filters">
      <div className="tl-clients__filter tl-clients__filter--search">
        <label htmlFor={ids.search}>{t("practiceClients.searchLabel")}</label>
        <Input
          id={ids.search}
          type="search"
          allowClear
          maxLength={100}
          placeholder={t("practiceClients.searchPlaceholder")}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <div className="tl-clients__filter">
        <label htmlFor={ids.stage}>{t("practiceClients.stageLabel")}</label>
        <Select
          id={ids.stage}
          value={chosen(filters.status)}
          options={[
            { value: all, label: t("practiceClients.stageAll") },
            ...codeOptions(jobStatusLabels).map((option) => ({ ...option, value: String(option.value) })),
          ]}
          onChange={(value: string) => set({ status: picked(value) })}
        />
      </div>
      {members !== null && (
        <div className="tl-clients__filter">
          <label htmlFor={ids.member}>{t("practiceClients.assignedLabel")}</label>
          <Select
            id={ids.member}
            value={chosen(filters.assignedUserId)}
            options={[
              { value: all, label: t("practiceClients.assignedAll") },
              ...members.map((member) => ({ value: String(member.userId), label: member.name })),
            ]}
            onChange={(value: string) => set({ assignedUserId: picked(value) })}
          />
        </div>
      )}
      <div className="tl-clients__filter">
        <label htmlFor={ids.year}>{t("practiceClients.yearLabel")}</label>
        <Select
          id={ids.year}
          value={chosen(filters.year)}
          options={[
            { value: all, label: t("practiceClients.yearAll") },
            ...Array.from({ length: YEARS_BACK + 1 }, (_, back) => ({
              value: String(thisYear - back),
              label: String(thisYear - back),
            })),
          ]}
          onChange={(value: string) => set({ year: picked(value) })}
        />
      </div>
    </div>
  );
}
