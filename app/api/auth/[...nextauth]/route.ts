// GET|POST /api/auth/* (session, csrf, signin, callback, signout) — next-auth's own endpoints
import { handlers } from "@/auth";

export const { GET, POST } = handlers;
