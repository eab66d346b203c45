# The two commands: `make demo` and `make test`. Each installs what is missing, then runs.

SWIFT ?= swift
BUILD_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libcairo2-dev libpng-dev
TEST_PACKAGES := xvfb xauth x11-apps xdotool
BENCH_PACKAGES := python3 python3-kiwisolver
LINT_PATHS := Package.swift Sources Tests Demo Assets

.PHONY: demo test lint docs bench fuzz soak setup-build setup-test clean

## Build and open the demo window (offscreen with a PNG when there is no display).
demo: setup-build
	$(SWIFT) build --product Demo
	.build/debug/Demo

## Lint, then run every test headless; the X11 window tests run under xvfb-run. `-noreset`:
## Xvfb otherwise resets when its last client (a test window, xdotool) disconnects, and a
## window opened during the reset fails to connect.
test: setup-test lint docs
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --skip-build --skip "X11WindowTests|DemoEndToEndTests"
	xvfb-run -a -s "-screen 0 1024x768x24 -noreset" $(SWIFT) test --skip-build --filter "X11WindowTests|DemoEndToEndTests"

## Formatting and documentation (every public and open declaration has a `///` comment), then
## a build of every target and test with warnings as errors (Package.swift).
lint: setup-build
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)
	.ci/check-open-docs
	$(SWIFT) build --build-tests

## Documentation with DocC (swift-docc-plugin): any warning, such as an unresolved symbol link,
## fails the build. The archives land in .build/plugins/Swift-DocC/outputs/.
docs: setup-build
	$(SWIFT) package generate-documentation --target UIKit --target CoreGraphics --target UIKitTestSupport \
		--warnings-as-errors

## Benchmarks print their figures; they are not part of `make test`.
## The renderer runs offscreen and under Xvfb; the layout solver runs beside kiwisolver.
bench: setup-test
	@.ci/install-packages $(BENCH_PACKAGES)
	$(SWIFT) build -c release --product UIKitBenchmarks
	$(SWIFT) build -c release --product LayoutBenchmark
	.build/release/UIKitBenchmarks
	.build/release/LayoutBenchmark

## The storyboard fuzzer: damaged storyboards and xibs through the loader, with no crash, hang
## or leak allowed. `make test` runs a short version; FUZZ_CASES and FUZZ_SEED change the run.
FUZZ_CASES ?= 20000
FUZZ_SEED ?= 1
fuzz: setup-build
	$(SWIFT) build -c release --product StoryboardFuzz
	.build/release/StoryboardFuzz --cases $(FUZZ_CASES) --seed $(FUZZ_SEED)

## Soak the release demo under Xvfb on SDL's default (OpenGL) renderer for about seven minutes:
## pages change every second while the window goes through 110 sizes, then the last 100 again.
## Prints the resident memory at launch and after each phase; fails if the pages grew it more
## than 10 % after the warm-up, or the second pass through the sizes more than 10 % over the
## first. SOAK_WARMUP, SOAK_PAGES (seconds), SOAK_LIMIT (%) and SOAK_DISPLAY change the run.
soak: setup-test
	$(SWIFT) build -c release --product Demo
	.ci/soak .build/release/Demo

setup-build:
	@.ci/install-packages $(BUILD_PACKAGES)

setup-test:
	@.ci/install-packages $(BUILD_PACKAGES) $(TEST_PACKAGES)

clean:
	rm -rf .build out
