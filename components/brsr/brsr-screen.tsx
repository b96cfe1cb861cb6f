"use client";

import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { CompanyPage } from "@/components/company/company-page";
import { lockedYearMessage, YearLockedBanner } from "@/components/company/year-locked-banner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/spinner";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { cn } from "@/lib/utils";
import { failureToast } from "@/lib/client/failure-toast";
import { companyKeys, refreshCompanyData } from "@/lib/client/query-keys";
import type { CompanyDto } from "@/lib/companies/types";
import { BrsrHeader } from "./brsr-header";
import { BrsrEditContext, type BrsrEdit, type NaTarget } from "./edit-context";
import { EditStore, useEditCount } from "./edit-store";
import { buildTabs, editKey, failedKey, groupEdits, notApplicableReason, valueEdit, type NavTab } from "./model";
import { putCells, questionnaireTab, tabStructure, useQuestionnaire } from "./queries";
import { QuestionWindow, type WindowQuestion } from "./question-window";
import { outlineOf, type QuestionOutline } from "./outline";
import { ReadinessPanel } from "./readiness-panel";
import { XbrlPanel } from "@/components/reports/xbrl-panel";
import { ImportPanel } from "@/components/spreadsheets/import-panel";
import dynamic from "next/dynamic";

// The value-chain section, read from the value-chain module (its own bundle: not in the questionnaire's first load).
const QuestionnaireValueChain = dynamic(() => import("@/components/value-chain/questionnaire-value-chain").then((m) => m.QuestionnaireValueChain), {
  ssr: false,
});
import { SaveBar } from "./save-bar";
import { SectionNav } from "./section-nav";
import type { CellEdit, CellValues, Questionnaire, SaveAnswer, Warning } from "./types";
import { SectionReview, type SectionFigure } from "@/components/review/section-review";
import { figureEditing } from "@/components/review/roles";
import { isQuestionnaireTab, tabOfKey, type QuestionnaireTab } from "@/lib/brsr/tabs";

/**
 * The tab the page rendered on the server (components/brsr/server-questions.tsx): its year and
 * section, its cards by question and its questions' outline. Shown while that tab of that year is
 * open; a tab or year opened in the browser reads its structure and renders its cards there.
 */
export type ServerTab = {
  fy: string;
  section: QuestionnaireTab;
  cards: Readonly<Record<string, React.ReactNode>>;
  outline: readonly QuestionOutline[];
};

type Initial = { initialFy?: string | null; initialSection?: string | null; serverTab?: ServerTab | null };

// Radix's dialog stack is fetched at the first act, not with the questionnaire (decisions D30).
const NotApplicableDialog = lazyDialog(() => import("./not-applicable-dialog").then((m) => m.NotApplicableDialog));
const RestatementDialog = lazyDialog(() => import("./restatement-dialog").then((m) => m.RestatementDialog));

/** The server's refusal of a change to a signed-off year's figure without its reason (lib/brsr saveCells). */
const NEEDS_RESTATEMENT = /was signed off by the board; give the reason for restating this figure/;

const LEAVE_WARNING = "You have unsaved changes. Leave this page and discard them?";

export function BrsrScreen({ companyId, initialFy = null, initialSection = null, serverTab = null }: { companyId: string } & Initial) {
  return (
    <CompanyPage companyId={companyId} title="BRSR Questionnaire" description="SEBI's Business Responsibility and Sustainability Report, section by section.">
      {(company) => <BrsrBody company={company} initialFy={initialFy} initialSection={initialSection} serverTab={serverTab} />}
    </CompanyPage>
  );
}

/** What failed to load, the server's reason, and "Try again" (`{testId}-error`, `{testId}-retry`); `children` are other ways out. */
function LoadFailed({
  testId,
  className,
  title,
  error,
  retrying,
  onRetry,
  children,
}: {
  testId: string;
  className?: string;
  title: string;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  children?: React.ReactNode;
}) {
  return (
    <Card className={cn("text-center", className)} data-testid={`${testId}-error`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{errorMessage(error, "Please check your connection and try again.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry} disabled={retrying} data-testid={`${testId}-retry`}>
          <RotateCw className="size-4" aria-hidden /> {retrying ? "Retrying..." : "Try again"}
        </Button>
        {children}
      </CardContent>
    </Card>
  );
}

/** Keeps the year (`?fy=`), the section (`?section=`) and the cell (`#cell-…`) in the address, without navigating. */
function setUrl({ fy, section, hash }: { fy?: string | null; section?: string | null; hash?: string | null }) {
  const url = new URL(window.location.href);
  for (const [name, value] of [
    ["fy", fy],
    ["section", section],
  ] as const) {
    if (value === undefined) continue;
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  if (hash !== undefined) url.hash = hash ?? "";
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** `?section=` as the address has it. */
function sectionInUrl(): string | null {
  if (typeof window === "undefined") return null;
  return new URL(window.location.href).searchParams.get("section");
}

/** After the principles: the value chain's BRSR Core (read-only here; scoped and asked on /value-chain). */
const VALUE_CHAIN_TAB = "value-chain";
const VALUE_CHAIN_NAV: NavTab = {
  id: VALUE_CHAIN_TAB,
  label: "Value chain",
  title: "BRSR Core of value chain partners",
  progress: { answered: 0, total: 0 },
  status: "read-only",
};

/** The tab to open: the cell in the address's hash (#cell-P6-E1-A), else `?section=`, else Section A. */
function firstTab(initialSection: string | null): QuestionnaireTab {
  const key = cellInHash();
  if (key) return tabOfKey(key);
  return isQuestionnaireTab(initialSection) ? initialSection : "A";
}

function BrsrBody({
  company,
  initialFy,
  initialSection,
  serverTab,
}: {
  company: CompanyDto;
  initialFy: string | null;
  initialSection: string | null;
  serverTab: ServerTab | null;
}) {
  const [fy, setFy] = useState<string | null>(initialFy);
  // Outlives a change of year, which mounts the form afresh.
  const [section, setSection] = useState<QuestionnaireTab>(() => firstTab(initialSection));
  const query = useQuestionnaire(company.id, fy, section);
  // The year's last answer: a tab that fails to load leaves the form, and its unsaved edits, in place.
  const [kept, setKept] = useState<{ fy: string | null; data: Questionnaire } | null>(null);
  if (query.data && !query.isPlaceholderData && (kept?.data !== query.data || kept.fy !== fy)) setKept({ fy, data: query.data });
  const data = query.data ?? (query.error && kept?.fy === fy ? kept.data : undefined);

  if (!data && query.isPending) return <LoadingState label="Loading..." />;
  if (!data) {
    const badYear = query.error instanceof ApiClientError && query.error.status === 422 && !!fy;
    return (
      <LoadFailed
        testId="brsr"
        className="mx-auto max-w-lg"
        title="Failed to load the BRSR questionnaire"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      >
        {badYear ? (
          <Button
            variant="outline"
            onClick={() => {
              setUrl({ fy: null });
              setFy(null);
            }}
          >
            Show the latest year
          </Button>
        ) : null}
      </LoadFailed>
    );
  }
  return (
    <BrsrForm
      key={data.fy.id}
      company={company}
      data={data}
      queryFy={fy}
      active={section}
      serverTab={serverTab}
      sectionLoad={{ error: query.error, retrying: query.isFetching, retry: () => void query.refetch() }}
      onSectionChange={setSection}
      onFyChange={(next) => {
        setUrl({ fy: next });
        setFy(next);
      }}
    />
  );
}

type FormProps = {
  company: CompanyDto;
  /** The year's answer; while another tab loads, the last tab's (`data.section` says which). */
  data: Questionnaire;
  queryFy: string | null;
  active: QuestionnaireTab;
  serverTab: ServerTab | null;
  /** How loading the active tab went, when it has not arrived. */
  sectionLoad: { error: Error | null; retrying: boolean; retry: () => void };
  onSectionChange: (section: QuestionnaireTab) => void;
  onFyChange: (fy: string) => void;
};

function BrsrForm({ company, data, queryFy, active, serverTab, sectionLoad, onSectionChange, onFyChange }: FormProps) {
  const queryClient = useQueryClient();
  const tabs = useMemo(() => buildTabs(data), [data]);
  const navTabs = useMemo(() => [...tabs, VALUE_CHAIN_NAV], [tabs]);
  // The page's cards show the tab it rendered; any other tab (or year) reads its structure once (decisions D35).
  const served = serverTab && serverTab.fy === data.fy.id && serverTab.section === active ? serverTab : null;
  const structure = useQuery({ ...tabStructure(company.id, queryFy, active), enabled: !served });
  const windowQuestions = useMemo<readonly WindowQuestion[] | undefined>(
    () => served?.outline ?? structure.data?.questions.map((q) => ({ ...outlineOf(q), question: q })),
    [served, structure.data],
  );
  // Section C's own questions come with every tab's answer.
  const valuesReady = !data.section || data.section === active || active === "C";
  const ready = valuesReady && !!windowQuestions;
  // The "Value chain" section: the value-chain module's disclosure, a tab of its own (`?section=value-chain`)
  // whose questionnaire answer stays the last tab's.
  const [valueChainOpen, setValueChainOpen] = useState(() => !cellInHash() && sectionInUrl() === VALUE_CHAIN_TAB);
  const setActive = useCallback(
    (id: QuestionnaireTab) => {
      setValueChainOpen(false);
      onSectionChange(id);
      setUrl({ section: id });
    },
    [onSectionChange],
  );
  const [edits] = useState(() => new EditStore());
  const changes = useEditCount(edits);
  const [naTarget, setNaTarget] = useState<NaTarget | null>(null);
  // A signed-off year's figures about to change: the reason asked before saving again.
  const [restating, setRestating] = useState<{ fy: string; yearLabel: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [failed, setFailedState] = useState<BrsrEdit["failed"]>(null);
  const failedRef = useRef<BrsrEdit["failed"]>(null);
  const setFailed = useCallback((f: BrsrEdit["failed"]) => {
    failedRef.current = f;
    setFailedState(f);
  }, []);
  const [scrollTo, setScrollTo] = useState<{ key: string; questionId?: string } | null>(() => {
    const key = cellInHash();
    return key ? { key } : null;
  });
  // The tab a link opened: all its questions stay rendered while it is open, so that the cell is
  // there to scroll to, and stays there once scrolled to.
  const [linkedTab, setLinkedTab] = useState<QuestionnaireTab | null>(() => {
    const key = cellInHash();
    return key ? tabOfKey(key) : null;
  });

  const activeTab = tabs.find((t) => t.id === active) ?? tabs[0];
  const roleEditing = figureEditing(company.role);
  // A locked year is read-only for everyone, whatever the role, and says so before anyone types.
  const yearLocked = company.locked_years?.includes(data.fy.id) ?? false;
  const editable = yearLocked ? ({ canEdit: false, message: lockedYearMessage(data.fy.label) } as const) : roleEditing;
  const readOnlyMessage = editable.canEdit ? null : editable.message;
  const sectionFigures = useMemo(() => (activeTab ? tabFigures(data, activeTab.id) : []), [data, activeTab]);
  const warnings = useMemo(() => {
    const map = new Map<string, Warning[]>();
    for (const w of data.warnings) {
      const k = editKey(w.fy, w.key);
      map.set(k, [...(map.get(k) ?? []), w]);
    }
    return map;
  }, [data.warnings]);

  const frame = useMemo(() => ({ years: data.years, companyId: company.id, byKey: true }), [data.years, company.id]);

  const update = useCallback(
    (fy: string, key: string, edit: CellEdit | null) => {
      edits.set(fy, key, edit);
      const f = failedRef.current;
      if (f && f.fy === fy && f.key === key) setFailed(null);
    },
    [edits, setFailed],
  );

  const ctx = useMemo<BrsrEdit>(
    () => ({
      companyId: company.id,
      years: data.years,
      yearOf: (slot) => data.years.find((y) => y.slot === slot),
      edits,
      setText: (fy, cell, server, text) => update(fy, cell.key, valueEdit(cell, server, text)),
      openNotApplicable: setNaTarget,
      clearNotApplicable: (fy, cell, server) => {
        // Back to the server's state when the mark was only local; else clear the stored answer.
        update(fy, cell.key, server?.state === "not_applicable" ? { value: "" } : null);
      },
      warningsOf: (fy, key) => warnings.get(editKey(fy, key)) ?? [],
      unitsOf: (fy, key) => (data.unit_breakdown?.[key] ?? []).filter((b) => b.period.includes(fy)),
      cellOf: (key) => data.cells[key],
      rowTableOf: (id) => data.row_tables[id],
      progressOf: (id) => data.question_progress[id],
      failed,
      role: company.role,
      readOnlyMessage,
    }),
    [company.id, company.role, readOnlyMessage, data, edits, update, warnings, failed],
  );

  const confirmNa = (target: NaTarget, reason: string) => {
    const server = findCellValue(data, target.fy, target.key);
    const same = notApplicableReason(server) === reason;
    update(target.fy, target.key, same ? null : { value: "", not_applicable_reason: reason });
    setNaTarget(null);
  };

  // A page left with unsaved answers asks first.
  const dirty = changes > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    // A link inside the app (the Entity Profile, the company's dashboard) navigates without
    // unloading the page: ask before it too. Captured on the document, so before Next's Link.
    const leave = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      if (!window.confirm(LEAVE_WARNING)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    document.addEventListener("click", leave, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", leave, true);
    };
  }, [dirty]);

  const goTo = useCallback(
    (key: string, questionId?: string) => {
      const tab = tabOfKey(questionId || key);
      setActive(tab);
      setLinkedTab(tab);
      setScrollTo({ key, questionId });
      setUrl({ hash: `cell-${key}` });
    },
    [setActive],
  );

  // An in-app link to a cell (/brsr/…#cell-P6-E3-A) renders this form with the page's seeded tab
  // before Next has put the link's address in the location bar: the hash the first render could
  // not see is followed once the address is there (a full load saw it and is left as it is).
  const sawHash = useRef(cellInHash() !== null);
  useEffect(() => {
    if (sawHash.current) return;
    const soon = setTimeout(() => {
      const key = cellInHash();
      if (key) goTo(key);
    });
    return () => clearTimeout(soon);
  }, [goTo]);

  useEffect(() => {
    // A cell of another tab is scrolled to once that tab's questions have arrived (all of them are
    // rendered for the linked tab); the search goes on for a few frames (about a second) before it
    // gives up, for a part of a card that renders a moment after the card.
    if (!scrollTo || !ready) return;
    let frame = 0;
    let tries = 0;
    const find = () => {
      const el = document.getElementById(`cell-${scrollTo.key}`) ?? (scrollTo.questionId ? document.getElementById(`question-${scrollTo.questionId}`) : null);
      if (!el && tries++ < 60) {
        frame = requestAnimationFrame(find);
        return;
      }
      if (el) {
        el.scrollIntoView?.({ behavior: "smooth", block: "center" });
        el.querySelector<HTMLElement>("input, textarea, button[role='combobox']")?.focus({ preventScroll: true });
      }
      setScrollTo(null);
    };
    frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [scrollTo, active, ready]);

  // A tab's questions are fetched when the pointer or focus reaches it, so that opening it is at once.
  const fetchAhead = (id: string) => {
    if (!isQuestionnaireTab(id)) return;
    if (id !== data.section) void queryClient.prefetchQuery(questionnaireTab(company.id, queryFy, id));
    void queryClient.prefetchQuery(tabStructure(company.id, queryFy, id));
  };

  const selectTab = (id: string) => {
    if (id === VALUE_CHAIN_TAB) {
      setValueChainOpen(true);
      setUrl({ section: VALUE_CHAIN_TAB, hash: null });
      document.getElementById("brsr-questions")?.scrollIntoView?.({ block: "start" });
      return;
    }
    if (!isQuestionnaireTab(id)) return;
    if (id !== active) setLinkedTab(null);
    setActive(id);
    setUrl({ hash: null });
    document.getElementById("brsr-questions")?.scrollIntoView?.({ block: "start" });
  };

  const changeFy = (next: string) => {
    if (next === data.fy.id) return;
    if (dirty && !window.confirm("You have unsaved changes. Discard them and open another financial year?")) return;
    onFyChange(next);
  };

  const save = async (restatementReason?: string) => {
    if (savingRef.current || edits.size() === 0) return;
    savingRef.current = true;
    setSaving(true);
    setFailed(null);
    const sent = edits.snapshot();
    const groups = groupEdits(sent, data.fy.id);
    const yearLabelOf = (fy: string) => data.years.find((y) => y.id === fy)?.label ?? `FY ${fy}`;
    const done: string[] = [];
    let last: SaveAnswer | null = null;
    const forget = (fys: string[]) => edits.forget(sent, fys);
    const key = companyKeys(company.id).brsr(queryFy, active);
    const keyHash = hashKey(key);
    // Another year's questionnaire shows the years just written as its previous years (and the
    // same year may be cached under '?fy=' and the default): read them afresh when opened.
    const dropOtherYears = () => queryClient.removeQueries({ queryKey: companyKeys(company.id).brsrYears(), predicate: (q) => q.queryHash !== keyHash });
    try {
      const warnings: string[] = [];
      for (const group of groups) {
        // The reason goes with every cell of the save; the server keeps it where a signed-off figure changes.
        const cells = restatementReason ? group.cells.map((c) => ({ ...c, restatement_reason: restatementReason })) : group.cells;
        last = await putCells(company.id, group.fy, cells, active);
        warnings.push(...last.saved.warnings.map((w) => w.message));
        done.push(group.fy);
      }
      dropOtherYears();
      if (last && last.fy.id === data.fy.id) {
        const { saved: _saved, ...questionnaire } = last;
        queryClient.setQueryData<Questionnaire>(key, questionnaire);
      } else await queryClient.invalidateQueries({ queryKey: key });
      // The cells were written as entries: the dashboard, data collection and KPI progress moved too.
      void refreshCompanyData(queryClient, company.id, { except: key });
      forget(done);
      setRestating(null);
      toast.success("BRSR answers saved");
      // Saved, but unlikely (an order of magnitude from last year's figure): say so, don't block.
      if (warnings.length === 1) toast.warning(warnings[0]);
      else if (warnings.length > 1) toast.warning(`${warnings.length} figures look unlikely`, { description: warnings.join(" ") });
    } catch (error) {
      const group = groups[done.length];
      const detail = error instanceof ApiClientError ? error.detail : null;
      if (group && detail && NEEDS_RESTATEMENT.test(detail) && !restatementReason) {
        // Not a failure yet: the year was signed off, so the change needs its reason.
        setRestating({ fy: group.fy, yearLabel: yearLabelOf(group.fy) });
        if (done.length) {
          dropOtherYears();
          forget(done);
          void refreshCompanyData(queryClient, company.id);
        }
        return;
      }
      console.error("Failed to save BRSR answers:", error);
      failureToast(error, "Failed to save BRSR answers");
      const bad = group
        ? failedKey(
            detail,
            group.cells.map((c) => c.key),
          )
        : null;
      if (group && bad && detail) {
        setFailed({ fy: group.fy, key: bad, message: detail.slice(bad.length + 1).trim() });
        goTo(bad);
      }
      if (done.length) {
        dropOtherYears();
        forget(done);
        void refreshCompanyData(queryClient, company.id);
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const discard = () => {
    if (window.confirm("Discard your unsaved changes?")) {
      edits.clear();
      setFailed(null);
    }
  };

  return (
    <BrsrEditContext.Provider value={ctx}>
      <div className="space-y-4" data-testid="brsr-screen">
        <BrsrHeader company={company} data={data} onFyChange={changeFy} disabled={saving} />
        {yearLocked ? <YearLockedBanner label={data.fy.label} /> : null}
        <ReadinessPanel
          items={data.readiness}
          unapproved={data.unapproved_core ?? []}
          fyLabel={data.fy.label}
          companyId={company.id}
          onGo={(item) => goTo(item.key, item.question_id || undefined)}
        />
        <XbrlPanel companyId={company.id} fy={data.fy.id} fyLabel={data.fy.label} onGo={(item) => goTo(item.key, item.question_id || undefined)} />
        {editable.canEdit ? <ImportPanel company={company} fy={data.fy.id} title="Fill offline in Excel" /> : null}
        <div className="grid gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:items-start">
          <SectionNav tabs={navTabs} active={valueChainOpen ? VALUE_CHAIN_TAB : (activeTab?.id ?? active)} onSelect={selectTab} onNear={fetchAhead} />
          <section
            id="brsr-questions"
            className="min-w-0 scroll-mt-20 space-y-4"
            aria-label={valueChainOpen ? VALUE_CHAIN_NAV.title : activeTab?.title}
            data-testid={`section-${valueChainOpen ? VALUE_CHAIN_TAB : activeTab?.id}`}
          >
            {valueChainOpen ? (
              <QuestionnaireValueChain companyId={company.id} fy={data.fy.id} fyLabel={data.fy.label} />
            ) : activeTab ? (
              <>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <h2 className="text-xl font-semibold tracking-tight">{activeTab.label}</h2>
                    <p className="text-muted-foreground text-sm">{activeTab.title}</p>
                  </div>
                  <SectionReview
                    key={`${data.fy.id}-${activeTab.id}`}
                    companyId={company.id}
                    role={company.role}
                    sectionLabel={`${activeTab.label} (${data.fy.label})`}
                    items={sectionFigures}
                  />
                </div>
                {!ready ? (
                  sectionLoad.error || structure.error ? (
                    <LoadFailed
                      testId="section"
                      title={`Failed to load ${activeTab.label}`}
                      error={sectionLoad.error ?? structure.error}
                      retrying={sectionLoad.retrying || structure.isFetching}
                      onRetry={() => {
                        if (sectionLoad.error) sectionLoad.retry();
                        if (structure.error) void structure.refetch();
                      }}
                    />
                  ) : (
                    <LoadingState label={`Loading ${activeTab.label}...`} />
                  )
                ) : windowQuestions?.length ? (
                  // Only the questions near the screen are cards (components/brsr/question-window.tsx); a tab
                  // opened by a link to a cell renders them all, so that the cell is there to scroll to. The
                  // tab the page opened on shows the page's cards (components/brsr/server-questions.tsx).
                  <QuestionWindow questions={windowQuestions} frame={frame} all={linkedTab === active} cards={served?.cards} />
                ) : (
                  <Card>
                    <CardContent className="text-muted-foreground text-sm">The questions of this section are not available yet.</CardContent>
                  </Card>
                )}
              </>
            ) : (
              <Card>
                <CardContent className="text-muted-foreground text-sm">The questionnaire has no questions yet.</CardContent>
              </Card>
            )}
          </section>
        </div>
        <SaveBar changes={changes} saving={saving} onSave={() => void save()} onDiscard={discard} readOnlyMessage={readOnlyMessage} />
      </div>
      <NotApplicableDialog open={!!naTarget} target={naTarget} onClose={() => setNaTarget(null)} onConfirm={confirmNa} />
      <RestatementDialog
        open={!!restating}
        target={restating}
        saving={saving}
        onClose={() => setRestating(null)}
        onConfirm={(_target, reason) => void save(reason)}
      />
    </BrsrEditContext.Provider>
  );
}

function cellInHash(): string | null {
  if (typeof window === "undefined") return null;
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return hash.startsWith("cell-") ? hash.slice("cell-".length) : null;
}

/** The current year's filled figures of a tab's questions, with their review state (for the section's batch actions). */
function tabFigures(data: Questionnaire, tab: string): SectionFigure[] {
  const out: SectionFigure[] = [];
  const add = (review: CellValues["review"]) => {
    if (review?.cy) for (const entryId of review.cy.entry_ids) out.push({ entryId, state: review.cy.state });
  };
  for (const [key, cell] of Object.entries(data.cells)) if (tabOfKey(key) === tab) add(cell.review);
  for (const [id, table] of Object.entries(data.row_tables))
    if (tabOfKey(id) === tab) for (const row of table.rows) for (const cell of Object.values(row.cells)) add(cell.review);
  return out;
}

/** The server's value of a cell in a year, wherever it sits. */
function findCellValue(data: Questionnaire, fy: string, key: string) {
  const slot = data.years.find((y) => y.id === fy)?.slot;
  if (!slot) return undefined;
  const cell = data.cells[key];
  if (cell) return cell.values[slot];
  for (const table of Object.values(data.row_tables))
    for (const row of table.rows) for (const c of Object.values(row.cells)) if (c.key === key) return c.values[slot];
  return undefined;
}
