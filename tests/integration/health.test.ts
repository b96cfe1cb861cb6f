import { GET } from "@/app/api/health/route";
import { call } from "../helpers/http";

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const res = await call(GET as never);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });
});
