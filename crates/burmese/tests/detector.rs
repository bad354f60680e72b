//! `zawgyi_probability` gives the package's own results (`data/compatibility.tsv`).

use burmese::zawgyi_probability;

#[test]
fn reproduces_every_line_of_compatibility_tsv() {
    let tsv = include_str!("../data/compatibility.tsv");
    let mut lines = 0;
    for line in tsv.lines().filter(|l| !l.is_empty()) {
        let (expected, text) = line.split_once('\t').expect("probability<TAB>text");
        let expected: f64 = match expected {
            "-Infinity" => f64::NEG_INFINITY,
            number => number.parse().expect("a number"),
        };
        let actual = zawgyi_probability(text);
        if expected.is_infinite() {
            assert_eq!(actual, expected, "{text}");
        } else {
            let relative = ((actual - expected) / expected).abs();
            assert!(relative <= 1e-9, "{text}: {actual}, expected {expected} (relative error {relative:e})");
        }
        lines += 1;
    }
    eprintln!("compatibility.tsv: {lines} of {lines} lines matched");
    assert_eq!(lines, 50);
}

#[test]
fn strong_signals() {
    // The package's behaviour test.
    assert!(zawgyi_probability("အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း") < 0.001);
    assert!(zawgyi_probability("အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း") > 0.999);
}
