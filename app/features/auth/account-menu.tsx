import { BookOpen, Inbox, LayoutDashboard, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import { signOut } from "./auth-api";
import { Avatar } from "./avatar";
import { paths } from "#contracts/pages";

// The signed-in avatar menu; loaded only for signed-in visitors.
export default function AccountMenu({ email, isAdmin = false, defaultOpen = false }: { email: string; isAdmin?: boolean; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const item =
    "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";
  return (
    // Not modal and not portalled: the page stays in the accessibility tree while the menu is
    // open, and the menu stays inside the navigation landmark.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={`Account menu for ${email}`}
      >
        <Avatar text={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-slate-600">{email}</DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={item} onSelect={() => navigate(paths.dashboard)}>
          <LayoutDashboard className="size-4" aria-hidden="true" /> Dashboard
        </DropdownMenu.Item>
        <DropdownMenu.Item className={item} onSelect={() => navigate(paths.programs)}>
          <BookOpen className="size-4" aria-hidden="true" /> Browse Programs
        </DropdownMenu.Item>
        {isAdmin && (
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.adminInquiries)}>
            <Inbox className="size-4" aria-hidden="true" /> Staff Inbox
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={item}
          onSelect={async () => {
            await signOut();
            navigate(paths.home);
          }}
        >
          <LogOut className="size-4" aria-hidden="true" /> Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
