import { within, type ByRoleOptions } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** The option of a select (components/ui/native-select.tsx) whose name matches, chosen as a visitor would. */
export async function chooseOption(user: UserEvent, select: HTMLElement, name: ByRoleOptions["name"]): Promise<void> {
  await user.selectOptions(select as HTMLSelectElement, within(select).getByRole("option", { name }));
}

/** The label of a select's chosen option. */
export function chosenLabel(select: HTMLElement): string | undefined {
  const element = select as HTMLSelectElement;
  return element.options[element.selectedIndex]?.textContent ?? undefined;
}
