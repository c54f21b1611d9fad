# The parts of scripts/test: what each builds and runs. Sourced by scripts/test, after steps.sh.

asan_flags=(--scratch-path .build/asan -Xswiftc -sanitize=address
    -Xcc -fsanitize=address,undefined -Xcc -fno-sanitize-recover=undefined)
tsan_flags=(--scratch-path .build/tsan -Xswiftc -sanitize=thread -Xcc -fsanitize=thread)
tsan_filter='BackgroundTotalTests|CountedBlocksTests|RunLoopTests|BoardSafetyTests|ConcurrencyTests|EndToEnd/LineMode'
release_build=(env -u METER_FUZZ swift build -c release --static-swift-stdlib -Xswiftc -static-executable)

part_quick() {
    local status=0
    step "$logs/quick-build.log" swift build --build-tests || return 1
    step "$logs/quick.log" swift test --skip-build || status=1
    # The check that fails CI most often after a change to a public comment, and needs no other build.
    step "$logs/quick-docs.log" scripts/docs --check || status=1
    return $status
}

part_tests() {
    step "$logs/tests-build.log" swift build --build-tests || return 1
    # The end-to-end tests run against the binary that ships (release) and the sanitized one (asan).
    step "$logs/tests.log" swift test --skip-build --skip EndToEndTests
}

part_library() {
    local example=docs/examples/copy-with-meter
    # The example's own build folder, beside its package, as a developer's would be.
    step "$logs/library-example.log" swift test --package-path "$example" || return 1
    step "$logs/library-docs.log" scripts/docs --check
}

part_release() { part_release_build && part_release_tests; }

part_release_build() {
    step "$logs/release-build.log" "${release_build[@]}"
}

part_release_tests() {
    local meter status=0
    meter=$("${release_build[@]}" --show-bin-path)/meter
    METER_BINARY=$meter step "$logs/release.log" swift test --filter EndToEnd || status=1
    # The README's picture is drawn from this binary's frames: it must still be what meter draws.
    METER=$meter step "$logs/render-demo.log" scripts/render-demo --check || status=1
    check_layout "$meter" || status=1
    return $status
}

# The start-up layout goes stale as functions are renamed, and the linker skips the names it lacks without
# a word: every name must still be in the binary, so that a rename on the start-up path fails here rather
# than quietly spreading start-up over the binary again.
check_layout() {
    local meter=$1 order=Sources/meter/start-up.order missing total
    missing=$(nm --defined-only "$meter" | awk 'NR == FNR { have[$3] = 1; next } !($1 in have) { print }' - "$order")
    total=$(grep -c . "$order")
    echo "    start-up layout: $((total - $(grep -c . <<< "$missing"))) of $total names in the release binary"
    if [[ -n $missing ]]; then
        echo "    the layout is stale, $(grep -c . <<< "$missing") names are gone (the first: $(head -1 <<< "$missing")):" \
            "run scripts/order-start-up and commit Sources/meter/start-up.order" >&2
        return 1
    fi
}

# Builds the suite with a sanitizer and proves that the meter beside the test bundle, which the end-to-end
# tests run, carries that sanitizer's runtime (its help=1 option prints the runtime's flags).
build_sanitized() {
    local name=$1 runtime=$2 option=$3
    shift 3
    step "$logs/$name-build.log" swift build --build-tests "$@" || return 1
    local bin
    bin=$(swift build "$@" --show-bin-path)
    [[ -x $bin/meterPackageTests.xctest ]] || { echo "    no test bundle in $bin" >&2; return 1; }
    echo "  \$ $option=help=1 $bin/meter --version"
    local flags
    flags=$(env "$option=help=1" "$bin/meter" --version 2>&1 || true)
    if [[ $flags != *"Available flags for $runtime"* ]]; then
        echo "    $bin/meter is not built with $runtime" >&2
        return 1
    fi
    echo "    $runtime is in the meter the end-to-end tests run"
}

part_asan() { part_asan_build && part_asan_tests; }

part_asan_build() { build_sanitized asan AddressSanitizer ASAN_OPTIONS "${asan_flags[@]}"; }

part_asan_tests() {
    local reports=$logs/asan-reports status=0
    rm -rf "$reports" && mkdir -p "$reports"
    # handle_sigill: a Swift trap (a failed precondition, an overflow) is reported like any other fault.
    # Swift's own backtracer is off: it reads memory that ASan reports, and ASan prints the stack anyway.
    ASAN_OPTIONS="log_path=$reports/asan:handle_sigill=1:detect_leaks=1" \
        LSAN_OPTIONS="suppressions=$root/Tests/Sanitizers/lsan.supp:print_suppressions=0" \
        UBSAN_OPTIONS="log_path=$reports/ubsan:print_stacktrace=1:halt_on_error=1" \
        SWIFT_BACKTRACE=enable=no \
        step "$logs/asan.log" swift test --skip-build "${asan_flags[@]}" || status=1
    no_reports "$reports" || status=1
    return $status
}

part_tsan() { part_tsan_build && part_tsan_tests; }

part_tsan_build() { build_sanitized tsan ThreadSanitizer TSAN_OPTIONS "${tsan_flags[@]}"; }

part_tsan_tests() {
    local reports=$logs/tsan-reports status=0
    rm -rf "$reports" && mkdir -p "$reports"
    TSAN_OPTIONS="log_path=$reports/tsan:halt_on_error=1" SWIFT_BACKTRACE=enable=no \
        step "$logs/tsan.log" swift test --skip-build "${tsan_flags[@]}" --filter "$tsan_filter" || status=1
    no_reports "$reports" || status=1
    return $status
}

part_fuzz() {
    local status=0
    step "$logs/fuzz.log" scripts/fuzz --fresh --seed 1 --runs "$fuzz_runs" --jobs 2 all || status=1
    # What scripts/fuzz said about a failure, then its summary.
    if [[ $status != 0 ]]; then
        grep -E 'property broken|ERROR|SUMMARY|Test unit written|reproduce:|fuzz: ' "$logs/fuzz.log" | head -40 | sed 's/^/  /' >&2
    fi
    sed -n '/^fuzzing, /,$p' "$logs/fuzz.log" | sed 's/^/    /'
    return $status
}
