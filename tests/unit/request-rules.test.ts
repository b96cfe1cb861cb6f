import { DEFAULT_REMINDERS, percentComplete, reminderDue, shownState, weekOf } from "@/lib/requests/rules";

const req = (dueDate: string, createdDay = "2025-01-01", state: "not_started" | "in_progress" | "submitted" | "approved" | "returned" = "not_started") => ({
  state,
  dueDate,
  createdDay,
});

describe("reminder schedule (7 and 1 days before, overdue weekly)", () => {
  const due = "2025-03-31";
  const at = (today: string, r = req(due)) => reminderDue(r, DEFAULT_REMINDERS, today);
  it("is quiet until 7 days before, then names the nearest reminder whose day has come", () => {
    expect(at("2025-03-23")).toBeNull();
    expect(at("2025-03-24")).toBe("before-7");
    expect(at("2025-03-29")).toBe("before-7");
    expect(at("2025-03-30")).toBe("before-1");
    expect(at("2025-03-31")).toBeNull();
  });
  it("after the due day: overdue at once, then one a week", () => {
    expect(at("2025-04-01")).toBe("overdue-0");
    expect(at("2025-04-07")).toBe("overdue-0");
    expect(at("2025-04-08")).toBe("overdue-1");
    expect(at("2025-04-15")).toBe("overdue-2");
  });
  it("skips a reminder whose window had begun when the request was made", () => {
    expect(at("2025-03-28", req(due, "2025-03-27"))).toBeNull();
    expect(at("2025-03-30", req(due, "2025-03-27"))).toBe("before-1");
  });
  it("nothing for a request submitted or approved; a returned one is chased again", () => {
    expect(at("2025-04-02", req(due, "2025-01-01", "submitted"))).toBeNull();
    expect(at("2025-04-02", req(due, "2025-01-01", "approved"))).toBeNull();
    expect(at("2025-04-02", req(due, "2025-01-01", "returned"))).toBe("overdue-0");
  });
  it("follows a company's own settings", () => {
    expect(reminderDue(req(due), { daysBefore: [3], overdueEveryDays: 1 }, "2025-03-27")).toBeNull();
    expect(reminderDue(req(due), { daysBefore: [3], overdueEveryDays: 1 }, "2025-03-28")).toBe("before-3");
    expect(reminderDue(req(due), { daysBefore: [3], overdueEveryDays: 1 }, "2025-04-03")).toBe("overdue-2");
    // No reminders before the due date, overdue ones off.
    expect(reminderDue(req(due), { daysBefore: [], overdueEveryDays: 7, overdue: false }, "2025-03-30")).toBeNull();
    expect(reminderDue(req(due), { daysBefore: [], overdueEveryDays: 7, overdue: false }, "2025-04-05")).toBeNull();
    expect(reminderDue(req(due), { daysBefore: [], overdueEveryDays: 7, overdue: true }, "2025-04-05")).toMatch(/^overdue-/);
  });
});

describe("states and progress", () => {
  it("an open request past its due day shows as overdue; a submitted one does not", () => {
    expect(shownState("in_progress", "2025-03-31", "2025-04-01")).toBe("overdue");
    expect(shownState("in_progress", "2025-03-31", "2025-03-31")).toBe("in_progress");
    expect(shownState("submitted", "2025-03-31", "2025-05-01")).toBe("submitted");
  });
  it("weekOf gives the Monday; percentComplete rounds and caps", () => {
    expect(weekOf("2025-04-06")).toBe("2025-03-31");
    expect(weekOf("2025-03-31")).toBe("2025-03-31");
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(0, 0)).toBe(0);
  });
});
