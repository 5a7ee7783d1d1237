#!/bin/sh
# Stands in for a tool that always fails (tests of error paths and caches).
exit 1
