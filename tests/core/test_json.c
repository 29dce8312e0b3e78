/* The JSON writer and double formatting (src/util, internal). */
#include <math.h>

#include "check.h"
#include "util/format_int.h"
#include "util/json_int.h"

int main(void)
{
    ludic_buffer buf;
    ludic_json j;
    char num[40];

    ludic_buffer_init(&buf);
    ludic_json_init(&j, &buf);
    ludic_json_begin_object(&j);
    ludic_json_key(&j, "winner");
    ludic_json_string(&j, "wh\"ite\n");
    ludic_json_key(&j, "moves");
    ludic_json_begin_array(&j);
    ludic_json_uint(&j, 3);
    ludic_json_int(&j, -4);
    ludic_json_double(&j, 0.25);
    ludic_json_double(&j, (double)NAN);
    ludic_json_begin_object(&j);
    ludic_json_end_object(&j);
    ludic_json_bool(&j, 1);
    ludic_json_null(&j);
    ludic_json_end_array(&j);
    ludic_json_end_object(&j);
    CHECK(!buf.failed);
    CHECK(strcmp(buf.data,
                 "{\"winner\":\"wh\\\"ite\\n\",\"moves\":[3,-4,0.25,null,{},true,null]}") == 0);
    ludic_buffer_clear(&buf);

    /* Members in one call are the key then the value. */
    ludic_buffer_init(&buf);
    ludic_json_init(&j, &buf);
    ludic_json_begin_object(&j);
    ludic_json_member_uint(&j, "a", 1);
    ludic_json_member_int(&j, "b", -2);
    ludic_json_member_double(&j, "c", 0.5);
    ludic_json_member_string(&j, "d", "x");
    ludic_json_member_bool(&j, "e", 0);
    ludic_json_end_object(&j);
    CHECK(strcmp(buf.data, "{\"a\":1,\"b\":-2,\"c\":0.5,\"d\":\"x\",\"e\":false}") == 0);
    ludic_buffer_clear(&buf);

    /* Unbalanced closing marks the buffer failed instead of writing garbage. */
    ludic_buffer_init(&buf);
    ludic_json_init(&j, &buf);
    ludic_json_end_array(&j);
    CHECK(buf.failed);
    ludic_buffer_clear(&buf);

    ludic_format_double(num, sizeof num, 17.119213696601992);
    CHECK(strcmp(num, "17.119213696601992") == 0);
    ludic_format_double(num, sizeof num, 0.1);
    CHECK(strcmp(num, "0.10000000000000001") != 0 && strcmp(num, "0.1") == 0);
    ludic_format_double(num, sizeof num, 1e300);
    CHECK(strcmp(num, "1e+300") == 0);
    ludic_format_double(num, sizeof num, (double)INFINITY);
    CHECK(strcmp(num, "inf") == 0);

    /* Long printf output grows the buffer. */
    ludic_buffer_init(&buf);
    for (int i = 0; i < 1000; i++)
        ludic_buffer_printf(&buf, "%0300d", i);
    CHECK(buf.len == 300000 && !buf.failed && buf.data[buf.len] == '\0');
    ludic_buffer_clear(&buf);
    ludic_buffer_clear(NULL);
    return check_exit_code();
}
