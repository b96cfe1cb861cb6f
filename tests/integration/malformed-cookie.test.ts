import { GET as FRAMEWORKS } from "@/app/api/frameworks/route";
import { GET as ME } from "@/app/api/auth/me/route";
import { call } from "../helpers/http";

// A cookie such as `authjs.session-token=%E0%A4%A` once made these answer 500 (a URIError).
describe("a malformed session cookie", () => {
  it.each([
    ["a bad %-escape", "authjs.session-token=%E0%A4%A"],
    ["a truncated token", "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMi"],
    ["an empty value", "authjs.session-token="],
    ["junk around it", "a=%%; authjs.session-token=%ZZ; b"],
  ])("with %s is no session: a public endpoint answers, a private one 401", async (_, cookie) => {
    const open = await call(FRAMEWORKS as never, { cookie });
    expect(open.status).toBe(200);
    const me = await call(ME as never, { cookie });
    expect(me.status).toBe(401);
    expect(typeof me.body.detail).toBe("string");
  });
});
