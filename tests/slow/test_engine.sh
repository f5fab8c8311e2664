#!/bin/sh
# test_engine.sh (slow tier): runs the Check program tests/test_engine, built by make
# check but left out of its TESTS for its time (make check-slow runs it;
# CI runs both tiers; check-valgrind runs it as every Check program).
exec "${top_builddir:-.}/tests/test_engine"
