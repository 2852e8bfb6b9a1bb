package dev.hoist.api;

/**
 * One counter of a run, as {@code -stats} prints it: {@code 3 licm - Number of instructions hoisted
 * out of loop}.
 *
 * @param pass the pass that counted ({@code licm})
 * @param description what was counted
 * @param value how many
 */
public record Statistic(String pass, String description, long value) {}
