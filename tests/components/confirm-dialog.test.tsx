import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/ui/confirm-dialog";
import { LazyBasicDialog } from "@/components/ui/lazy-basic-dialog";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { findAlertDialog, findDialog } from "../helpers/layers";

// These tests hold the loader's promise themselves: the load emulation of tests/setup/component.ts does not apply.
vi.unmock("@/lib/client/load-once");

function props(overrides: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    title: "Delete Acme?",
    description: "This cannot be undone.",
    confirmLabel: "Delete Company",
    onConfirm: vi.fn(),
    ...overrides,
  };
}

describe("ConfirmDialog", () => {
  it("confirms and closes", () => {
    const p = props({ confirmTestId: "confirm" });
    render(<ConfirmDialog {...p} />);
    expect(screen.getByRole("alertdialog", { name: "Delete Acme?" })).toHaveTextContent("This cannot be undone.");
    fireEvent.click(screen.getByTestId("confirm"));
    expect(p.onConfirm).toHaveBeenCalledTimes(1);
    expect(p.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open after the click when the caller closes it, and cannot be closed while busy", () => {
    const p = props({ stayOpenOnConfirm: true });
    const { rerender } = render(<ConfirmDialog {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Company" }));
    expect(p.onConfirm).toHaveBeenCalledTimes(1);
    expect(p.onOpenChange).not.toHaveBeenCalled();

    rerender(<ConfirmDialog {...p} busy busyLabel="Deleting..." />);
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(p.onOpenChange).not.toHaveBeenCalled();
  });
});

function Opener({ lazy }: { lazy: "confirm" | "basic" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {lazy === "confirm" ? (
        <LazyConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Revoke this invitation?"
          description="The link stops working."
          confirmLabel="Revoke"
          onConfirm={() => setOpen(false)}
        />
      ) : (
        <LazyBasicDialog
          open={open}
          onOpenChange={setOpen}
          title="Lock FY 2024-25?"
          description="Nobody can change it."
          footer={<button type="button">Lock</button>}
        >
          <label htmlFor="note">Note</label>
          <textarea id="note" />
        </LazyBasicDialog>
      )}
    </>
  );
}

describe("dialogs loaded on demand", () => {
  it("LazyConfirmDialog renders nothing until it first opens, then the dialog", async () => {
    render(<Opener lazy="confirm" />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await findAlertDialog({ name: "Revoke this invitation?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Revoke" })).toBeInTheDocument();
  });

  it("LazyBasicDialog shows its fields and buttons once opened", async () => {
    render(<Opener lazy="basic" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await findDialog({ name: "Lock FY 2024-25?" })).toHaveTextContent("Nobody can change it.");
    expect(screen.getByLabelText("Note")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lock" })).toBeInTheDocument();
  });

  it("fetches the code at the first act, and a fetch that failed then is tried again when the dialog opens", async () => {
    const load = vi.fn<() => Promise<typeof ConfirmDialog>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(ConfirmDialog);
    const Dialog = lazyDialog(load);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Remove Asha?"
            description="She loses access."
            confirmLabel="Remove"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Page />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.pointerDown(window);
    });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await findAlertDialog({ name: "Remove Asha?" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // Closed again, it stays mounted (so it can animate out) and is not fetched a third time.
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await findAlertDialog({ name: "Remove Asha?" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
