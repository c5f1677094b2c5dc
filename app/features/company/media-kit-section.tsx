import { Download, FileArchive, FileText, Film } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { MediaKitFormat, MediaKitGroup } from "~/content/company/media-kit";
import { useT } from "~/i18n/i18n";

const formatIcon = { ZIP: FileArchive, PDF: FileText, MP4: Film } as const satisfies Record<MediaKitFormat, unknown>;

/**
 * The Media Kit groups. The files are not part of this site, so Download is an inert button
 * (the spec asks for no calls on this page); journalists get them from the press team.
 */
export function MediaKitGroups({ groups }: { groups: readonly MediaKitGroup[] }) {
  const { t } = useT();
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="text-xl font-semibold text-slate-900">{t(group.title)}</h3>
          <ul className="mt-4 space-y-4">
            {group.items.map((file) => {
              const Icon = formatIcon[file.format];
              return (
                <li key={file.name}>
                  <Card className="flex gap-4 p-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <h4 className="font-semibold text-slate-900">{t(file.name)}</h4>
                      <p className="mt-1 text-sm text-slate-600">{t(file.description)}</p>
                      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                        <p className="flex items-center gap-2 text-sm text-slate-700">
                          <Badge tone="neutral">{file.format}</Badge>
                          <span>{file.size}</span>
                        </p>
                        <Button variant="outline" size="sm">
                          <Download aria-hidden="true" />
                          {t("Download")}<span className="sr-only"> {t(file.name)}</span>
                        </Button>
                      </div>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
