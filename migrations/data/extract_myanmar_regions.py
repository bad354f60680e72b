#!/usr/bin/env python3
"""Regenerate myanmar_regions.json from the MIMU place-code SQLite database
shipped in the PyPI package ``mm-geo-coder`` (MIT licence).

Usage:
    pip download --no-deps -d /tmp/mmgeo mm-geo-coder
    cd /tmp/mmgeo && unzip -o mm_geo_coder-*.whl
    python3 migrations/data/extract_myanmar_regions.py \
        /tmp/mmgeo/mm_geo_coder/database/mimu_geo_data_public.db \
        [output.json]

The output path defaults to ``myanmar_regions.json`` next to this script.

What it does:
  * takes the DISTINCT (state, township) pairs from the ``wards`` and
    ``villages`` tables (union);
  * merges MIMU's statistical sub-units "Bago (East)/(West)" and
    "Shan (South)/(North)/(East)" into the official "Bago" and "Shan"
    (code = smallest part pcode, names without the part suffix);
  * normalises names (Unicode NFC, zero-width characters removed,
    whitespace collapsed);
  * adds Simplified Chinese names from the tables below (township names only
    where an established Chinese name is known; otherwise null);
  * validates the result and writes pretty-printed UTF-8 JSON.
"""

import json
import os
import re
import sqlite3
import sys
import unicodedata

SOURCE = "MIMU place codes via the mm-geo-coder PyPI package (MIT)"

# Official first-level units (English name as shoppers know it) -> Chinese.
REGION_ZH = {
    "Yangon": "仰光省",
    "Mandalay": "曼德勒省",
    "Nay Pyi Taw": "内比都联邦区",
    "Ayeyarwady": "伊洛瓦底省",
    "Bago": "勃固省",
    "Chin": "钦邦",
    "Kachin": "克钦邦",
    "Kayah": "克耶邦",
    "Kayin": "克伦邦",
    "Magway": "马圭省",
    "Mon": "孟邦",
    "Rakhine": "若开邦",
    "Sagaing": "实皆省",
    "Shan": "掸邦",
    "Tanintharyi": "德林达依省",
}

# Fixed order first; everything else alphabetically by English name.
REGION_FIRST = ["Yangon", "Mandalay", "Nay Pyi Taw"]

# Township pcode -> (MIMU English name, Simplified Chinese name).
# The English name is only a guard: the script fails if the database
# assigns a different name to that pcode, so a Chinese name can never be
# attached to the wrong township after a data update.
# Only established / attested names are listed; all other townships get null.
TOWNSHIP_ZH = {
    # Yangon
    "MMR013001": ("Insein", "永盛"),
    "MMR013008": ("Hlaingtharya", "莱达雅"),
    "MMR013041": ("Kamaryut", "甘马育"),
    "MMR013043": ("Dagon", "德贡"),
    "MMR013030": ("Dala", "达拉"),
    "MMR013036": ("Latha", "拉达"),
    "MMR013035": ("Lanmadaw", "兰玛多"),
    "MMR013034": ("Pabedan", "班贝坦"),
    "MMR013033": ("Kyauktada", "皎德达"),
    "MMR013017": ("Botahtaung", "波达通"),
    "MMR013022": ("Mingalartaungnyunt", "敏加拉当纽"),
    "MMR013044": ("Bahan", "巴汉"),
    "MMR013042": ("Mayangone", "马扬贡"),
    "MMR013002": ("Mingaladon", "敏加拉洞"),
    "MMR013011": ("South Okkalapa", "南奥卡拉帕"),
    "MMR013012": ("North Okkalapa", "北奥卡拉帕"),
    "MMR013023": ("Thanlyin", "丹林"),
    "MMR013024": ("Kyauktan", "皎丹"),
    "MMR013027": ("Twantay", "端迪"),
    # Mandalay
    "MMR010001": ("Aungmyaythazan", "昂梅达赞"),
    "MMR010002": ("Chanayethazan", "昌艾达赞"),
    "MMR010003": ("Mahaaungmyay", "马哈昂梅"),
    "MMR010004": ("Chanmyathazi", "昌妙达齐"),
    "MMR010005": ("Pyigyitagon", "比基达贡"),
    "MMR010006": ("Amarapura", "阿马拉布拉"),
    "MMR010007": ("Patheingyi", "巴登枝"),
    "MMR010008": ("Pyinoolwin", "彬乌伦"),
    "MMR010009": ("Madaya", "马德亚"),
    "MMR010010": ("Singu", "辛古"),
    "MMR010011": ("Mogoke", "抹谷"),
    "MMR010012": ("Thabeikkyin", "德贝金"),
    "MMR010013": ("Kyaukse", "皎施"),
    "MMR010014": ("Sintgaing", "辛甘"),
    "MMR010015": ("Myittha", "密沙"),
    "MMR010016": ("Tada-U", "德达乌"),
    "MMR010017": ("Myingyan", "敏建"),
    "MMR010018": ("Taungtha", "东沙"),
    "MMR010019": ("Natogyi", "纳多基"),
    "MMR010021": ("Ngazun", "额尊"),
    "MMR010022": ("Nyaung-U", "良乌"),
    "MMR010023": ("Yamethin", "央米丁"),
    "MMR010028": ("Meiktila", "密铁拉"),
    # Nay Pyi Taw
    "MMR018006": ("Pyinmana", "彬马那"),
    # Magway
    "MMR009001": ("Magway", "马圭"),
    "MMR009002": ("Yenangyaung", "仁安羌"),
    "MMR009003": ("Chauk", "稍埠"),
    "MMR009004": ("Taungdwingyi", "东敦枝"),
    "MMR009005": ("Myothit", "谬迪"),
    "MMR009006": ("Natmauk", "纳茂"),
    "MMR009007": ("Minbu", "敏巫"),
    "MMR009008": ("Pwintbyu", "本标"),
    "MMR009009": ("Ngape", "额佩"),
    "MMR009010": ("Salin", "沙林"),
    "MMR009011": ("Sidoktaya", "西都岱耶"),
    "MMR009012": ("Thayet", "德耶"),
    "MMR009013": ("Minhla", "敏拉"),
    "MMR009014": ("Mindon", "敏东"),
    "MMR009015": ("Kamma", "卡马"),
    "MMR009016": ("Aunglan", "昂兰"),
    "MMR009017": ("Sinbaungwe", "新榜卫"),
    "MMR009018": ("Pakokku", "木各具"),
    "MMR009019": ("Yesagyo", "耶瑟久"),
    "MMR009020": ("Myaing", "棉因"),
    "MMR009021": ("Pauk", "包"),
    "MMR009022": ("Seikphyu", "瑟普"),
    "MMR009023": ("Gangaw", "甘高"),
    "MMR009024": ("Tilin", "提林"),
    "MMR009025": ("Saw", "索"),
    # Kachin
    "MMR001001": ("Myitkyina", "密支那"),
    "MMR001008": ("Mogaung", "孟拱"),
    "MMR001009": ("Hpakant", "帕敢"),
    "MMR001010": ("Bhamo", "八莫"),
    "MMR001014": ("Puta-O", "葡萄"),
    # Kayah
    "MMR002001": ("Loikaw", "垒固"),
    # Kayin
    "MMR003001": ("Hpa-An", "帕安"),
    "MMR003005": ("Myawaddy", "妙瓦底"),
    # Chin
    "MMR004002": ("Hakha", "哈卡"),
    # Sagaing
    "MMR005001": ("Sagaing", "实皆"),
    "MMR005004": ("Shwebo", "瑞波"),
    "MMR005012": ("Monywa", "蒙育瓦"),
    "MMR005020": ("Katha", "杰沙"),
    "MMR005030": ("Tamu", "德穆"),
    # Tanintharyi
    "MMR006001": ("Dawei", "土瓦"),
    "MMR006005": ("Myeik", "丹老"),
    # Bago
    "MMR007001": ("Bago", "勃固"),
    "MMR007009": ("Taungoo", "东吁"),
    "MMR008001": ("Pyay", "卑谬"),
    "MMR008007": ("Thayarwady", "沙耶瓦底"),
    # Mon
    "MMR011001": ("Mawlamyine", "毛淡棉"),
    "MMR011007": ("Thaton", "直通"),
    # Rakhine
    "MMR012001": ("Sittwe", "实兑"),
    "MMR012003": ("Mrauk-U", "妙乌"),
    "MMR012009": ("Maungdaw", "孟都"),
    "MMR012011": ("Kyaukpyu", "皎漂"),
    "MMR012015": ("Thandwe", "丹兑"),
    # Shan
    "MMR014001": ("Taunggyi", "东枝"),
    "MMR014002": ("Nyaungshwe", "良瑞"),
    "MMR014003": ("Hopong", "和榜"),
    "MMR014004": ("Hsihseng", "昔胜"),
    "MMR014005": ("Kalaw", "格劳"),
    "MMR014009": ("Pinlaung", "宾朗"),
    "MMR014011": ("Loilen", "莱林"),
    "MMR015001": ("Lashio", "腊戌"),
    "MMR015005": ("Pangsang (Panghkam)", "邦康"),
    "MMR015009": ("Muse", "木姐"),
    "MMR015010": ("Namhkan", "南坎"),
    "MMR015011": ("Kutkai", "贵概"),
    "MMR015012": ("Kyaukme", "皎脉"),
    "MMR015014": ("Hsipaw", "昔卜"),
    "MMR015015": ("Namtu", "南渡"),
    "MMR015017": ("Mongmit", "孟密"),
    "MMR015020": ("Kunlong", "滚弄"),
    "MMR015021": ("Hopang", "户板"),
    "MMR015022": ("Laukkaing", "老街"),
    "MMR015023": ("Konkyan", "贡章"),
    "MMR015201": ("Konkyan (Kokang SAZ)", "贡章(果敢自治区)"),
    "MMR015202": ("Laukkaing (Kokang SAZ)", "老街(果敢自治区)"),
    "MMR015203": ("Chinshwehaw Sub-township (Kokang SAZ)", "清水河(果敢自治区)"),
    "MMR016001": ("Kengtung", "景栋"),
    "MMR016003": ("Mongyang", "勐养"),
    "MMR016005": ("Mongla", "勐拉"),
    "MMR016009": ("Tachileik", "大其力"),
    # Ayeyarwady
    "MMR017001": ("Pathein", "勃生"),
    "MMR017008": ("Hinthada", "兴实达"),
    "MMR017014": ("Myaungmya", "苗妙"),
    "MMR017019": ("Maubin", "马乌彬"),
    "MMR017023": ("Pyapon", "壁磅"),
}

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"), None)
_PART_SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")


def clean(s):
    """NFC, drop zero-width characters, collapse whitespace."""
    if s is None:
        return ""
    s = unicodedata.normalize("NFC", s).translate(_ZERO_WIDTH)
    return re.sub(r"\s+", " ", s).strip()


def region_base(eng, mmr):
    """'Bago (East)' -> 'Bago'; 'ရှမ်းပြည်နယ် (တောင်)' -> 'ရှမ်းပြည်နယ်'.
    Only Bago and Shan parts carry a suffix in MIMU data."""
    base_en = _PART_SUFFIX.sub("", eng)
    if base_en in ("Bago", "Shan"):
        return base_en, _PART_SUFFIX.sub("", mmr)
    return eng, mmr


def sort_key_en(name):
    return (name.casefold(), name)


def main(argv):
    if len(argv) < 2:
        sys.exit("usage: extract_myanmar_regions.py PATH/TO/mimu_geo_data_public.db [out.json]")
    db_path = argv[1]
    out_path = argv[2] if len(argv) > 2 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "myanmar_regions.json")

    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    rows = con.execute(
        """
        SELECT state_pcode, state_eng, state_mmr, township_pcode, township_eng, township_mmr FROM wards
        UNION
        SELECT state_pcode, state_eng, state_mmr, township_pcode, township_eng, township_mmr FROM villages
        """
    ).fetchall()
    con.close()

    regions = {}      # name_en -> dict
    townships = {}    # township pcode -> (region name_en, dict)
    for st_code, st_en, st_mm, ts_code, ts_en, ts_mm in rows:
        st_code, st_en, st_mm = clean(st_code), clean(st_en), clean(st_mm)
        ts_code, ts_en, ts_mm = clean(ts_code), clean(ts_en), clean(ts_mm)
        name_en, name_mm = region_base(st_en, st_mm)
        reg = regions.setdefault(name_en, {"codes": set(), "names_mm": set()})
        reg["codes"].add(st_code)
        reg["names_mm"].add(name_mm)
        ts = {"code": ts_code, "name_en": ts_en, "name_mm": ts_mm}
        if ts_code in townships and townships[ts_code] != (name_en, ts):
            raise SystemExit(f"conflicting rows for township {ts_code}: "
                             f"{townships[ts_code]} vs {(name_en, ts)}")
        townships[ts_code] = (name_en, ts)

    # ---- validation -------------------------------------------------------
    problems = []
    if set(regions) != set(REGION_ZH):
        problems.append(f"region set mismatch: extra={sorted(set(regions) - set(REGION_ZH))} "
                        f"missing={sorted(set(REGION_ZH) - set(regions))}")
    for name, reg in regions.items():
        if len(reg["names_mm"]) != 1:
            problems.append(f"{name}: several Burmese names {sorted(reg['names_mm'])}")
    for code, (en, _zh) in TOWNSHIP_ZH.items():
        if code not in townships:
            problems.append(f"Chinese name table: unknown township pcode {code} ({en})")
        elif townships[code][1]["name_en"] != en:
            problems.append(f"Chinese name table: {code} is "
                            f"{townships[code][1]['name_en']!r} in the data, table says {en!r}")
    for code, (reg_name, ts) in townships.items():
        if not re.fullmatch(r"MMR\d{3}\d+", code):
            problems.append(f"odd township pcode {code!r}")
        if not ts["name_en"] or not ts["name_mm"]:
            problems.append(f"empty name for township {code}")
    if problems:
        raise SystemExit("validation failed:\n  " + "\n  ".join(problems))

    # ---- build output -----------------------------------------------------
    rest = sorted((n for n in regions if n not in REGION_FIRST), key=sort_key_en)
    order = REGION_FIRST + rest
    out_regions = []
    for i, name in enumerate(order, start=1):
        reg = regions[name]
        tss = [dict(ts, name_ch=TOWNSHIP_ZH.get(ts["code"], (None, None))[1])
               for r, ts in townships.values() if r == name]
        tss.sort(key=lambda t: (sort_key_en(t["name_en"]), t["code"]))
        if not tss:
            raise SystemExit(f"region {name} has no townships")
        out_regions.append({
            "code": min(reg["codes"]),
            "name_en": name,
            "name_mm": next(iter(reg["names_mm"])),
            "name_ch": REGION_ZH[name],
            "sort": i,
            "townships": tss,
        })

    all_codes = [t["code"] for r in out_regions for t in r["townships"]]
    assert len(all_codes) == len(set(all_codes)), "duplicate township codes"
    assert len({r["code"] for r in out_regions}) == len(out_regions), "duplicate region codes"

    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        json.dump({"source": SOURCE, "regions": out_regions}, f,
                  ensure_ascii=False, indent=2)
        f.write("\n")

    n_zh = sum(1 for r in out_regions for t in r["townships"] if t["name_ch"])
    print(f"wrote {out_path}: {len(out_regions)} regions, {len(all_codes)} townships, "
          f"{n_zh} with a Chinese name")
    for r in out_regions:
        print(f"  {r['sort']:2d} {r['code']} {r['name_en']:<12} {len(r['townships']):3d} townships")


if __name__ == "__main__":
    main(sys.argv)
