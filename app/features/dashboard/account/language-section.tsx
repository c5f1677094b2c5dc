import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/features/auth/form-message";
import { rememberLocaleInBrowser } from "~/features/site-shell/locale-choice";
import { useT } from "~/i18n/i18n";
import { call } from "~/lib/api-client";
import { meKeys } from "~/lib/me-queries";
import { localeNames, locales, localizedPath, type Locale } from "#contracts/locales";
import { paths } from "#contracts/pages";
import { localeUpdateSchema } from "#contracts/profile";

// The account's language (issue 29: "a profile setting for signed-in learners"): the language of
// the mails we send and of the certificates issued from now on (PUT /me/locale, as the header's
// switch does). Saved here, it is also this browser's choice (the cookie), and the page offers
// the dashboard in that language when it is not the page's.

export function LanguageSection({ userId, current }: { userId: string; current: Locale }) {
  const { t, locale: pageLocale } = useT();
  const queryClient = useQueryClient();
  // The server's own schema for PUT /me/locale (one of the site's languages).
  const form = useForm<{ locale: Locale }>({ resolver: zodResolver(localeUpdateSchema), defaultValues: { locale: current } });
  const choice = useWatch({ control: form.control, name: "locale" });
  const save = useMutation({
    mutationFn: (locale: Locale) => call("PUT /me/locale", { body: { locale } }),
    onSuccess: ({ locale }) => {
      rememberLocaleInBrowser(locale);
      void queryClient.invalidateQueries({ queryKey: meKeys.me(userId), exact: true });
    },
    onError: (error) => console.error("Saving the language failed:", error),
  });
  const saved = save.data?.locale ?? current;

  const submit = form.handleSubmit(({ locale }) => save.mutate(locale));

  return (
    <form onSubmit={submit} className="grid max-w-md gap-4" aria-label={t("Language")}>
      <fieldset className="grid gap-1">
        <legend className="mb-2 text-sm text-slate-600">{t("The language of the e-mails we send you and of the certificates you earn from now on.")}</legend>
        {locales.map((l) => (
          <label key={l} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              value={l}
              {...form.register("locale")}
              disabled={save.isPending}
              className="size-5 shrink-0 accent-brand-600"
            />
            {/* Each language named in itself. */}
            <span lang={l} className="text-slate-900">
              {localeNames[l]}
            </span>
          </label>
        ))}
      </fieldset>
      {save.isError && <FormMessage tone="error">{t("We could not save your language. Please try again.")}</FormMessage>}
      {save.isSuccess && (
        <FormMessage tone="success">
          <p>{t("Saved. Your e-mails and new certificates will be in {language}.", { language: localeNames[saved] })}</p>
          {saved !== pageLocale && (
            <a href={localizedPath(paths.dashboard, saved)} hrefLang={saved} className="mt-1 inline-block font-medium underline underline-offset-2">
              {t("Open the dashboard in {language}", { language: localeNames[saved] })}
            </a>
          )}
        </FormMessage>
      )}
      <Button type="submit" variant="outline" className="w-fit" disabled={save.isPending || choice === saved}>
        {save.isPending ? t("Saving...") : t("Save language")}
      </Button>
    </form>
  );
}
