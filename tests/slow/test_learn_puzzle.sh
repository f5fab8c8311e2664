#!/bin/sh
# test_learn_puzzle.sh (slow tier): runs the Check program tests/test_learn_puzzle, built by make
# check but left out of its TESTS for its time (make check-slow runs it;
# CI runs both tiers; check-valgrind runs it as every Check program).
exec "${top_builddir:-.}/tests/test_learn_puzzle"
