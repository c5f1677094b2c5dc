import { SMTPServer } from "smtp-server";
import { parseMail, type Mail } from "./outbox";

// A local SMTP server for the tests (there is no internet here): it accepts every message, or asks
// for a password first, and keeps what it received. The product's mailer talks to it as to a real
// mail server (SMTP_URL=smtp://user:pass@127.0.0.1:PORT): the same code path as in production.

export interface ReceivedMail extends Mail {
  /** The envelope: MAIL FROM and RCPT TO, as the client gave them. */
  from: string;
  to: string[];
  /** The whole message as it arrived. */
  raw: string;
  /** Which connection brought it (1 for the first one the server accepted). */
  connection: number;
}

export interface SmtpStandIn {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Connections opened so far, and the credentials each client signed in with. */
  connections: () => number;
  logins: { user: string; pass: string }[];
  /** The first message to `to` (and with a matching subject) once it has arrived; the caller's bound is the limit. */
  mailTo: (to: string, subject?: RegExp) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export interface StandInOptions {
  /** Require this sign-in (AUTH PLAIN or LOGIN, over the plain connection a test uses). */
  login?: { user: string; pass: string };
  /** Refuse these recipients as a mail server refuses an unknown mailbox (550). */
  refuse?: string[];
}

export async function startSmtpStandIn({ login, refuse = [] }: StandInOptions = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const logins: { user: string; pass: string }[] = [];
  let opened = 0;
  const connectionOf = new Map<string, number>();
  const server = new SMTPServer({
    // No certificate here: a plain connection, where a real server would offer STARTTLS.
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !login,
    logger: false,
    onConnect(session, done) {
      connectionOf.set(session.id, ++opened);
      done();
    },
    onAuth(auth, _session, done) {
      logins.push({ user: auth.username ?? "", pass: auth.password ?? "" });
      if (login && auth.username === login.user && auth.password === login.pass) return done(null, { user: auth.username });
      done(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, done) {
      if (refuse.includes(address.address)) return done(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        parseMail(raw).then((mail) => {
          received.push({
            ...mail,
            raw,
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((r) => r.address),
            connection: connectionOf.get(session.id) ?? 0,
          });
          done();
        }, done);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : "";
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    connections: () => opened,
    logins,
    async mailTo(to, subject) {
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
