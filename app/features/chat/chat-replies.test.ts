import { describe, expect, it } from "vitest";
import { chatReplies, chatReplyFor, formatChatTime } from "./chat-replies";

describe("chatReplyFor", () => {
  it.each([
    ["Tell me about your courses", chatReplies.courses],
    ["Which PROGRAM fits me?", chatReplies.courses],
    ["We are an enterprise", chatReplies.corporate],
    ["corporate plans", chatReplies.corporate],
    ["What does it cost?", chatReplies.pricing],
    ["pricing please", chatReplies.pricing],
    ["How can I contact you", chatReplies.contact],
    ["Can I call someone", chatReplies.contact],
    ["what is your email", chatReplies.contact],
    ["Hello there", chatReplies.greeting],
    ["hi", chatReplies.greeting],
    ["I need help", chatReplies.greeting],
    ["quantum blockchain", chatReplies.fallback],
  ])("%s", (message, reply) => {
    expect(chatReplyFor(message)).toBe(reply);
  });

  it("checks the rules in the spec's order: courses before pricing", () => {
    expect(chatReplyFor("course price")).toBe(chatReplies.courses);
    expect(chatReplyFor("enterprise pricing")).toBe(chatReplies.corporate);
    expect(chatReplyFor("price to contact")).toBe(chatReplies.pricing);
    expect(chatReplyFor("email help")).toBe(chatReplies.contact);
  });

  it("names the three pricing packages", () => {
    expect(chatReplies.pricing).toContain("AI Training Essentials at $99/month");
    expect(chatReplies.pricing).toContain("AI Corporate Suite at $299/month");
    expect(chatReplies.pricing).toContain("AI Excellence Partnership with custom pricing");
  });

  it("gives an e-mail address and an Indian phone number in the contact reply", () => {
    expect(chatReplies.contact).toMatch(/\S+@\S+\.\w+/);
    expect(chatReplies.contact).toContain("+91");
  });
});

describe("formatChatTime", () => {
  it("shows hour and minute only", () => {
    expect(formatChatTime(new Date(2026, 0, 1, 9, 5, 42))).toMatch(/^0?9:05(\s?[AP]M)?$/i);
  });
});
