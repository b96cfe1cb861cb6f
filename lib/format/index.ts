export * from "./dates";
export * from "./numbers";
