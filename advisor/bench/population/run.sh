#!/usr/bin/env sh
# A population of real machines (issue 20, item 7): imports every lsusb -v dump listed in dumps.tsv
# through the service's HTTP API (POST /api/hosts/{id}/imports, a QuarkusTest on an embedded
# PostgreSQL) and writes advisor/target/population-report.md. The dumps are not in the repository:
# fetch.sh puts them in ~/.cache/linkledger/population/dumps (or -Dpopulation.dumps=DIR).
# Run from the repository root:  advisor/bench/population/run.sh
set -eu
exec ./mvnw -B -o -pl advisor -am verify -Dtest=PopulationBench -Dsurefire.failIfNoSpecifiedTests=false -DskipITs "$@"
